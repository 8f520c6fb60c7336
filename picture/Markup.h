// Text inside XML or HTML markup, written once for the SVG writer and the hub's pages.
#pragma once

#include <string>
#include <string_view>

namespace ff::picture {

// `text` as character data or an attribute value in double quotes: & < > and "
// escaped, and the control characters XML 1.0 does not allow (all below U+0020 but
// tab and line feed) left out.
std::string markupText(std::string_view text);

} // namespace ff::picture
