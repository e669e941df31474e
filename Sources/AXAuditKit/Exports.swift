// `import AXAuditKit` gives a library user every layer: the model, the platform calls, the importers,
// the engine, the rules and the reports.
@_exported import AXAuditEngine
@_exported import AXAuditImport
@_exported import AXAuditModel
@_exported import AXAuditPlatform
@_exported import AXAuditReports
@_exported import AXAuditRules
