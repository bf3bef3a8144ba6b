package nl.opendk.ebms.protocol.codec;

/** Escaping for text and attribute values written by the envelope writers (XML 1.0 §2.4, §3.3.3). */
final class XmlText {

    private XmlText() {}

    static StringBuilder append(StringBuilder out, String value) {
        if (value == null) {
            return out;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\r' -> out.append("&#13;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t') {
                        out.append('?');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out;
    }
}
