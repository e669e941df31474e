// `AXInMemoryScreen` lives in AXAuditInMemoryScreen, which does not link XCTest (the
// benchmark times it); `import AXAuditXCTest` still gives it to a test, as it always has.
@_exported import AXAuditInMemoryScreen
