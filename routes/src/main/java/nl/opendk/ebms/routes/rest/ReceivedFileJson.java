package nl.opendk.ebms.routes.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.service.gb.receive.ReceivedFiles;

/**
 * A received message's verified Grote Berichten files as the back end sees them, in the push header
 * (EbmsGbFiles) and in GET /api/messages/{id}/files alike.
 */
public final class ReceivedFileJson {

    /** Where the REST API streams a received file; {id} is the file's id. */
    public static final String HREF = "/api/gb/downloads/%d/file";

    private static final ObjectMapper JSON = new ObjectMapper();

    private ReceivedFileJson() {}

    public static String of(List<ReceivedFiles.ReceivedFile> files) {
        try {
            return JSON.writeValueAsString(maps(files));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("maps of strings and numbers always write", e);
        }
    }

    public static List<Map<String, Object>> maps(List<ReceivedFiles.ReceivedFile> files) {
        return files.stream().map(ReceivedFileJson::map).toList();
    }

    private static Map<String, Object> map(ReceivedFiles.ReceivedFile file) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", file.id());
        json.put("filename", file.filename());
        json.put("contentType", file.contentType());
        json.put("size", file.size());
        json.put("checksumType", file.checksumType());
        json.put("checksum", file.checksum());
        json.put("contextId", file.contextId());
        json.put("path", file.path().toString());
        json.put("href", HREF.formatted(file.id()));
        return json;
    }
}
