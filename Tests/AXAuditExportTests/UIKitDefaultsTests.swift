#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// UIKit's defaults, each with the page or header that states it, or the observation it
/// rests on where Apple documents none (docs/xctest.md, "What only a simulator can confirm").
/// On Linux these check UIKitStub; run on a simulator, the same tests check UIKit itself,
/// which is how the stub's undocumented defaults get confirmed.
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

    /// …/uibutton/titlelabel: the view that shows `currentTitle`. That it is a subview of the
    /// button is observed, not documented. A custom button: the page says a system button's is nil.
    @MainActor func testAButtonShowsItsTitleInASubview() async throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.layoutIfNeeded()
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertTrue(button.subviews.contains { $0 === label })
        XCTAssertEqual(label.text, "Buy")
        XCTAssertEqual(button.accessibilityLabel, "Buy")
        XCTAssertTrue(button.accessibilityTraits.contains(.button))
    }

    /// …/uibutton/currenttitlecolor: "The default value is white", as for a custom button (what
    /// `init(frame:)` makes); a system button's is its tint colour, system blue (observed).
    @MainActor func testAButtonsTitleColour() async {
        func components(_ button: UIButton) -> [CGFloat] {
            var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            XCTAssertTrue(button.currentTitleColor.getRed(&r, green: &g, blue: &b, alpha: &a))
            return [r, g, b, a]
        }
        XCTAssertEqual(components(UIButton(frame: .zero)), [1, 1, 1, 1])
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
        let system = UIButton(type: .system)
        XCTAssertEqual(system.buttonType, .system)
        XCTAssertEqual(components(system).map { ($0 * 255).rounded() }, [0, 122, 255, 255])
        system.setTitleColor(.black, for: .normal)
        XCTAssertEqual(components(system), [0, 0, 0, 1])
    }

    /// …/uitextfield/font and …/uitextview/font: "the body style of the system font";
    /// …/uitextfield/textcolor "a black color", …/uitextview/textcolor "black" (documented so, in
    /// dark mode too: a device that answers the label colour instead shows the page is out of date).
    @MainActor func testTextFieldAndTextViewDefaults() async {
        let body = UIFont.preferredFont(forTextStyle: .body).pointSize
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        func components(_ color: UIColor?) -> [CGFloat] {
            var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            _ = color?.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        let field = UITextField(frame: .zero)
        XCTAssertEqual(field.font?.pointSize, body)
        XCTAssertEqual(components(field.textColor), [0, 0, 0, 1])
        XCTAssertNil(field.placeholder)
        let textView = UITextView(frame: .zero)
        XCTAssertEqual(textView.font?.pointSize, body)
        XCTAssertEqual(components(textView.textColor), [0, 0, 0, 1])
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

    /// UIAccessibilityIdentification.h: an image's identifier "Defaults to the filename of the
    /// image, if available"; "The default identifier for a UIImageView will be the identifier of its UIImage."
    @MainActor func testAnImageViewsIdentifierIsItsImages() async throws {
        // In a test bundle without a "star" asset UIKit finds no image: then there is nothing to check.
        if let named = UIImage(named: "star") {
            XCTAssertEqual(named.accessibilityIdentifier, "star")
            XCTAssertEqual(UIImageView(image: named).accessibilityIdentifier, "star")
        }
        let image = try XCTUnwrap(UIImage(named: "star") ?? UIImage(systemName: "star"))
        image.accessibilityIdentifier = "star-filled"
        let view = UIImageView(image: image)
        XCTAssertEqual(view.accessibilityIdentifier, "star-filled")
        view.accessibilityIdentifier = "rating-star"
        XCTAssertEqual(view.accessibilityIdentifier, "rating-star")
    }

    /// Observed (AccessibilitySnapshot's testStepper, testStepperAtMin, testSegmentedControl): a
    /// stepper is reached as two buttons, the one at its bound dimmed; a segmented control vends
    /// one button per segment. …/uistepper/value: value 0, minimum 0, maximum 100, clamped.
    @MainActor func testStepperAndSegmentedControl() async throws {
        let stepper = UIStepper(frame: .zero)
        XCTAssertFalse(stepper.isAccessibilityElement)
        XCTAssertEqual([stepper.value, stepper.minimumValue, stepper.maximumValue], [0, 0, 100])
        let buttons = stepper.subviews.filter(\.isAccessibilityElement)
        XCTAssertEqual(buttons.map(\.accessibilityLabel), ["Decrement", "Increment"])
        // At its minimum the decrement half is dimmed; in between neither; at the maximum the increment half.
        XCTAssertEqual(buttons.map { $0.accessibilityTraits.contains(.notEnabled) }, [true, false])
        stepper.value = 50
        XCTAssertEqual(buttons.map { $0.accessibilityTraits.contains(.notEnabled) }, [false, false])
        stepper.value = 500
        XCTAssertEqual(stepper.value, 100)
        XCTAssertEqual(buttons.map { $0.accessibilityTraits.contains(.notEnabled) }, [false, true])
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.selectedSegmentIndex = 1
        XCTAssertFalse(segmented.isAccessibilityElement)
        XCTAssertEqual(segmented.accessibilityElementCount(), 3)
        let second = try XCTUnwrap(segmented.accessibilityElement(at: 1) as? UIView)
        XCTAssertEqual(second.accessibilityLabel, "Week")
        XCTAssertTrue(second.accessibilityTraits.contains([.button, .selected]))
    }

    /// …/nsobject-swift.class/accessibilitycustomrotors: an optional nobody set is nil. …/uiaccessibilitycustomrotor/
    /// systemrotortype-swift.property: `.none` for a rotor made with a name. A system rotor's name
    /// is not documented: the stub gives it none (what UIKit reads back needs a simulator).
    @MainActor func testRotorDefaults() async {
        XCTAssertNil(UIView(frame: .zero).accessibilityCustomRotors)
        let named = UIAccessibilityCustomRotor(name: "Unread") { _ in nil }
        XCTAssertEqual(named.name, "Unread")
        XCTAssertEqual(named.systemRotorType, .none)
        let headings = UIAccessibilityCustomRotor(systemType: .heading) { _ in nil }
        XCTAssertEqual(headings.systemRotorType, .heading)
        XCTAssertEqual(UIAccessibilityCustomRotor.SystemRotorType.landmark.rawValue, 18, "UIAccessibilityCustomRotor.h")
    }

    /// UIAccessibility.h and UIAccessibilityContainer.h: activation point "Mid-point of the
    /// accessibilityFrame", path nil, language nil, container type none, responds-to-interaction
    /// "derived from other accessibility properties", NO with the not-enabled trait.
    /// …/uiview/clipstobounds: false for a view.
    @MainActor func testAccessibilityGeometryDefaults() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 60, y: 40))
        XCTAssertNil(view.accessibilityPath)
        // …/uibezierpath/bounds, in CGPath's words: an empty path's bounds are null.
        XCTAssertTrue(UIBezierPath().bounds.isNull)
        XCTAssertEqual(
            UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertNil(view.accessibilityLanguage)
        // UIAccessibility.h: user input labels "default == an empty array", null_resettable.
        XCTAssertEqual(view.accessibilityUserInputLabels, [])
        view.accessibilityUserInputLabels = ["Card"]
        XCTAssertEqual(view.accessibilityUserInputLabels, ["Card"])
        view.accessibilityUserInputLabels = nil
        XCTAssertEqual(view.accessibilityUserInputLabels, [])
        XCTAssertEqual(view.accessibilityContainerType, .none)
        XCTAssertFalse(view.clipsToBounds)
        // …/uilabel-clipstobounds: true; …/uiview/clipstobounds: a scroll view's is true.
        XCTAssertTrue(UILabel(frame: .zero).clipsToBounds)
        XCTAssertTrue(UIScrollView(frame: .zero).clipsToBounds)
        XCTAssertTrue(UIButton(frame: .zero).accessibilityRespondsToUserInteraction)
        let disabled = UIButton(frame: .zero)
        disabled.isEnabled = false
        XCTAssertTrue(disabled.accessibilityTraits.contains(.notEnabled))
        XCTAssertFalse(disabled.accessibilityRespondsToUserInteraction)
    }
}
#endif
