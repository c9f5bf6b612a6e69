import CLibYAML

/// A pull parser over libyaml's event API. It owns a copy of the input for as long as libyaml
/// reads it, and turns libyaml's C events and errors into Swift values.
///
/// It applies no policy: anchors, tags and several documents come through as libyaml reports
/// them. `YAMLDocumentReader` decides what a spec may contain.
public final class YAMLEventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private var finished = false

    public init(bytes: [UInt8]) {
        parser = .allocate(capacity: 1)
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or nil after the stream end. After an error the parser stays finished.
    public func next() throws(YAMLSyntaxError) -> YAMLEvent? {
        if finished { return nil }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            finished = true
            throw LibYAMLError.make(from: parser.pointee, input: UnsafeBufferPointer(input))
        }
        defer { yaml_event_delete(&event) }
        let converted = Self.convert(event)
        if case .streamEnd = converted.kind { finished = true }
        return converted
    }

    private static func convert(_ event: yaml_event_t) -> YAMLEvent {
        let start = mark(event.start_mark)
        let end = mark(event.end_mark)
        let kind: YAMLEvent.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart(explicit: event.data.document_start.implicit == 0)
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd(explicit: event.data.document_end.implicit == 0)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            kind = .mappingStart(
                anchor: string(data.anchor), tag: string(data.tag), flow: data.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            kind = .sequenceStart(
                anchor: string(data.anchor), tag: string(data.tag), flow: data.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            kind = .scalar(value: value, anchor: string(data.anchor), tag: string(data.tag), style: style(data.style))
        case YAML_ALIAS_EVENT:
            kind = .alias(anchor: string(event.data.alias.anchor) ?? "")
        default:
            kind = .streamEnd
        }
        return YAMLEvent(kind, start: start, end: end)
    }

    static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1, index: Int(mark.index))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
