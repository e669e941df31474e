#if canImport(UIKit) || os(Linux)
import XCTest
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
@testable import AXAuditExport

/// A controller whose content appears on the run loop's next turn, as a SwiftUI
/// hosting view builds its accessibility tree after a render pass rather than in layout.
final class RendersLaterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let timer = Timer(timeInterval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                let label = UILabel(frame: CGRect(x: 16, y: 60, width: 300, height: 30))
                label.text = "Rendered"
                self?.view.addSubview(label)
            }
        }
        RunLoop.current.add(timer, forMode: .common)
    }
}

@MainActor private func turnTheRunLoop() { RunLoop.current.run(until: Date()) }

final class RenderTests: XCTestCase {
    @MainActor func testTheWindowIsKeyAndTheRunLoopTurnsBeforeTheWalk() async throws {
        let controller = RendersLaterViewController()
        let size = CGSize(width: 390, height: 844)
        let xml = AXAuditExport.xml(of: controller, screen: "Later", size: size)
        XCTAssertTrue(xml.contains("text=\"Rendered\""), xml)
        var sawKeyWindow = false
        AXAuditExport.withLaidOut(RendersLaterViewController(), size: size) { view in
            sawKeyWindow = view.window?.isKeyWindow ?? false
        }
        XCTAssertTrue(sawKeyWindow)
    }

    @MainActor func testWithoutRenderingTheWalkReadsTheViewAsItIs() async throws {
        let controller = RendersLaterViewController()
        let xml = AXAuditExport.xml(
            of: controller, screen: "Now", size: CGSize(width: 390, height: 844),
            options: AXAuditExport.Options(renderTime: nil))
        XCTAssertFalse(xml.contains("text=\"Rendered\""), xml)
        // The timer is still pending; let it fire so that it does not leak into other tests.
        turnTheRunLoop()
    }
}
#endif
