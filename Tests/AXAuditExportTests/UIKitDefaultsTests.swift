#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// UIKit's documented defaults, each with the page that states it. On Linux these
/// check UIKitStub; run on a simulator, the same tests check UIKit itself, which is
/// how the stub's few undocumented defaults get confirmed.
final class UIKitDefaultsTests: XCTestCase {
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled ("true"),
    /// …/uilabel/isuserinteractionenabled and …/uiimageview/isuserinteractionenabled ("false").
    @MainActor func testUserInteraction() async {
        XCTAssertTrue(UIView(frame: .zero).isUserInteractionEnabled)
        XCTAssertFalse(UILabel(frame: .zero).isUserInteractionEnabled)
        XCTAssertFalse(UIImageView(frame: .zero).isUserInteractionEnabled)
        XCTAssertTrue(UIButton(frame: .zero).isUserInteractionEnabled)
    }

    /// …/uiaccessibilityelement/isaccessibilityelement: false, but true for a UIKit control.
    @MainActor func testWhatIsAnElement() async {
        XCTAssertFalse(UIView(frame: .zero).isAccessibilityElement)
        XCTAssertFalse(UIImageView(frame: .zero).isAccessibilityElement)
        XCTAssertTrue(UIButton(frame: .zero).isAccessibilityElement)
        XCTAssertTrue(UISwitch(frame: .zero).isAccessibilityElement)
        XCTAssertTrue(UISlider(frame: .zero).isAccessibilityElement)
        XCTAssertTrue(UILabel(frame: .zero).isAccessibilityElement)
    }

    /// …/uibutton/titlelabel: the view that shows `currentTitle`, a subview of the button.
    @MainActor func testAButtonShowsItsTitleInASubview() async throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.layoutIfNeeded()
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertTrue(button.subviews.contains { $0 === label })
        XCTAssertEqual(label.text, "Buy")
        XCTAssertEqual(button.accessibilityLabel, "Buy")
        XCTAssertTrue(button.accessibilityTraits.contains(.button))
    }

    /// …/uiaccessibilitytraits/togglebutton (iOS 17): a switch is a toggle button.
    @MainActor func testASwitchIsAToggleButton() async {
        let toggle = UISwitch(frame: .zero)
        XCTAssertTrue(toggle.accessibilityTraits.contains(.button))
        if #available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, *) {
            XCTAssertTrue(toggle.accessibilityTraits.contains(.toggleButton))
        }
        XCTAssertEqual(toggle.accessibilityValue, "0")
        toggle.isOn = true
        XCTAssertEqual(toggle.accessibilityValue, "1")
        // …/uiswitch/init(frame:): the size asked for is ignored.
        XCTAssertEqual(UISwitch(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).bounds.size.width, 51)
    }

    /// UIImage adopts UIAccessibilityIdentification; the image view answers with its image's.
    @MainActor func testAnImageViewsIdentifierIsItsImages() async throws {
        let image = try XCTUnwrap(UIImage(named: "star") ?? UIImage(systemName: "star"))
        image.accessibilityIdentifier = "star-filled"
        let view = UIImageView(image: image)
        XCTAssertEqual(view.accessibilityIdentifier, "star-filled")
        view.accessibilityIdentifier = "rating-star"
        XCTAssertEqual(view.accessibilityIdentifier, "rating-star")
    }

    /// A stepper is reached as two buttons; a segmented control vends one button per segment.
    @MainActor func testStepperAndSegmentedControl() async throws {
        let stepper = UIStepper(frame: .zero)
        XCTAssertFalse(stepper.isAccessibilityElement)
        let buttons = stepper.subviews.filter(\.isAccessibilityElement)
        XCTAssertEqual(buttons.map(\.accessibilityLabel), ["Decrement", "Increment"])
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.selectedSegmentIndex = 1
        XCTAssertFalse(segmented.isAccessibilityElement)
        XCTAssertEqual(segmented.accessibilityElementCount(), 3)
        let second = try XCTUnwrap(segmented.accessibilityElement(at: 1) as? UIView)
        XCTAssertEqual(second.accessibilityLabel, "Week")
        XCTAssertTrue(second.accessibilityTraits.contains([.button, .selected]))
    }

    /// The informal protocol's geometry and other defaults: activation point at the frame's
    /// middle, no path, no language, container type none.
    @MainActor func testAccessibilityGeometryDefaults() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 60, y: 40))
        XCTAssertNil(view.accessibilityPath)
        XCTAssertNil(view.accessibilityLanguage)
        XCTAssertEqual(view.accessibilityContainerType, .none)
        XCTAssertFalse(view.clipsToBounds)
        XCTAssertTrue(UIButton(frame: .zero).accessibilityRespondsToUserInteraction)
    }
}
#endif
