// `AXInMemoryScreen` lives in AXAuditInMemoryScreen, which does not link XCTest (the
// benchmark times it); `import AXAuditXCTest` gives it to a test all the same.
@_exported import AXAuditInMemoryScreen
