# Homebrew formula, usable as a tap of this repository:
#   brew tap axaudit/axaudit https://github.com/axaudit/axaudit
#   brew install axaudit
# It builds the tagged release from source with SwiftPM, as Homebrew builds Swift
# command-line tools. The tag is the version in Sources/AXAuditEngine/AuditRun.swift
# (VersionTests keeps them in step); git checks out the tag, so no archive checksum.
class Axaudit < Formula
  desc "VoiceOver linter for iOS screens exported as XML"
  homepage "https://github.com/axaudit/axaudit"
  url "https://github.com/axaudit/axaudit.git", tag: "v0.1.0"
  version "0.1.0"
  head "https://github.com/axaudit/axaudit.git", branch: "main"

  depends_on xcode: ["26.0", :build]

  uses_from_macos "swift" => :build
  uses_from_macos "libxml2"

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "axaudit"
    bin.install ".build/release/axaudit"
  end

  test do
    assert_equal "axaudit #{version}", shell_output("#{bin}/axaudit --version").strip

    (testpath/"Screen.xml").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy version="1" screen="Photo">
        <element id="photo" class="UIImageView" frame="0 0 100 100" image="IMG_2041.jpg"
                 isAccessibilityElement="true"/>
      </hierarchy>
    XML
    # An unlabelled image VoiceOver stops on is an error: exit status 1.
    output = shell_output("#{bin}/axaudit #{testpath}/Screen.xml", 1)
    assert_match "Screen.xml:3:3: error:", output
    assert_match "[image-label]", output

    (testpath/"Clean.xml").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy version="1" screen="Clean">
        <element id="photo" class="UIImageView" frame="0 0 100 100" image="IMG_2041.jpg"
                 isAccessibilityElement="true" accessibilityLabel="Trail shoes, side view"/>
      </hierarchy>
    XML
    system bin/"axaudit", testpath/"Clean.xml", "--format", "sarif", "--output", testpath/"clean.sarif"
    assert_match "\"version\":\"2.1.0\"", (testpath/"clean.sarif").read
  end
end
