package nl.opendk.ebms.console.api.wus;

import java.util.List;

/**
 * A WUS service definition as an operator sends it to {@code PUT /api/wus/services/{name}}: the settings, the WSDL
 * (as text, or as base64 when it is not UTF-8 or not at hand as text) and per operation the OINs that may call it.
 * The operations themselves and their actions come from the WSDL; the name comes from the address.
 *
 * @param direction PROVIDE or CONSUME, any case
 * @param profile 2W-be, 2W-be-S or 2W-be-SE (DK-WUS WB011: one per service)
 * @param path provided: the segment partners call under /wus/
 * @param backendEndpoint provided: the URI requests are passed on to
 * @param backendTimeout provided: how long the back end may take, an ISO-8601 duration such as {@code PT30S}
 * @param partnerEndpoint consumed: the partner's https endpoint
 * @param partnerCertificate consumed: the partner's certificate, PEM
 * @param storeBodies true: request and response bodies are kept with each recorded call
 * @param keyAlias the entry of our key store the service signs with, and as TLS client towards a consumed service's
 *     partner; absent for the primary one (GET /api/security lists the entries)
 * @param wsdl the WSDL as text
 * @param wsdlBase64 the WSDL file's bytes in base64, instead of {@code wsdl}
 * @param operations per operation of the WSDL its allowed OINs; an operation left out allows nobody
 */
public record WusServiceForm(
        String direction,
        String profile,
        String path,
        String backendEndpoint,
        String backendTimeout,
        String partnerEndpoint,
        String partnerCertificate,
        Boolean storeBodies,
        String keyAlias,
        String wsdl,
        String wsdlBase64,
        List<OperationForm> operations) {

    public WusServiceForm {
        operations = operations == null ? List.of() : operations;
    }

    /** @param allowedOins the OINs (20 digits) that may call the operation of a provided service */
    public record OperationForm(String name, List<String> allowedOins) {

        public OperationForm {
            allowedOins = allowedOins == null ? List.of() : allowedOins;
        }
    }
}
