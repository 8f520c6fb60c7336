#include "picture/Colour.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <string_view>

namespace ff::picture {

namespace {

struct NamedColour {
    std::string_view name;
    Rgba colour;
};

constexpr NamedColour kNamedColours[] = {
    {"aliceblue", {0xf0, 0xf8, 0xff}},
    {"antiquewhite", {0xfa, 0xeb, 0xd7}},
    {"aqua", {0x00, 0xff, 0xff}},
    {"aquamarine", {0x7f, 0xff, 0xd4}},
    {"azure", {0xf0, 0xff, 0xff}},
    {"beige", {0xf5, 0xf5, 0xdc}},
    {"bisque", {0xff, 0xe4, 0xc4}},
    {"black", {0x00, 0x00, 0x00}},
    {"blanchedalmond", {0xff, 0xeb, 0xcd}},
    {"blue", {0x00, 0x00, 0xff}},
    {"blueviolet", {0x8a, 0x2b, 0xe2}},
    {"brown", {0xa5, 0x2a, 0x2a}},
    {"burlywood", {0xde, 0xb8, 0x87}},
    {"cadetblue", {0x5f, 0x9e, 0xa0}},
    {"chartreuse", {0x7f, 0xff, 0x00}},
    {"chocolate", {0xd2, 0x69, 0x1e}},
    {"coral", {0xff, 0x7f, 0x50}},
    {"cornflowerblue", {0x64, 0x95, 0xed}},
    {"cornsilk", {0xff, 0xf8, 0xdc}},
    {"crimson", {0xdc, 0x14, 0x3c}},
    {"cyan", {0x00, 0xff, 0xff}},
    {"darkblue", {0x00, 0x00, 0x8b}},
    {"darkcyan", {0x00, 0x8b, 0x8b}},
    {"darkgoldenrod", {0xb8, 0x86, 0x0b}},
    {"darkgray", {0xa9, 0xa9, 0xa9}},
    {"darkgreen", {0x00, 0x64, 0x00}},
    {"darkgrey", {0xa9, 0xa9, 0xa9}},
    {"darkkhaki", {0xbd, 0xb7, 0x6b}},
    {"darkmagenta", {0x8b, 0x00, 0x8b}},
    {"darkolivegreen", {0x55, 0x6b, 0x2f}},
    {"darkorange", {0xff, 0x8c, 0x00}},
    {"darkorchid", {0x99, 0x32, 0xcc}},
    {"darkred", {0x8b, 0x00, 0x00}},
    {"darksalmon", {0xe9, 0x96, 0x7a}},
    {"darkseagreen", {0x8f, 0xbc, 0x8f}},
    {"darkslateblue", {0x48, 0x3d, 0x8b}},
    {"darkslategray", {0x2f, 0x4f, 0x4f}},
    {"darkslategrey", {0x2f, 0x4f, 0x4f}},
    {"darkturquoise", {0x00, 0xce, 0xd1}},
    {"darkviolet", {0x94, 0x00, 0xd3}},
    {"deeppink", {0xff, 0x14, 0x93}},
    {"deepskyblue", {0x00, 0xbf, 0xff}},
    {"dimgray", {0x69, 0x69, 0x69}},
    {"dimgrey", {0x69, 0x69, 0x69}},
    {"dodgerblue", {0x1e, 0x90, 0xff}},
    {"firebrick", {0xb2, 0x22, 0x22}},
    {"floralwhite", {0xff, 0xfa, 0xf0}},
    {"forestgreen", {0x22, 0x8b, 0x22}},
    {"fuchsia", {0xff, 0x00, 0xff}},
    {"gainsboro", {0xdc, 0xdc, 0xdc}},
    {"ghostwhite", {0xf8, 0xf8, 0xff}},
    {"gold", {0xff, 0xd7, 0x00}},
    {"goldenrod", {0xda, 0xa5, 0x20}},
    {"gray", {0x80, 0x80, 0x80}},
    {"green", {0x00, 0x80, 0x00}},
    {"greenyellow", {0xad, 0xff, 0x2f}},
    {"grey", {0x80, 0x80, 0x80}},
    {"honeydew", {0xf0, 0xff, 0xf0}},
    {"hotpink", {0xff, 0x69, 0xb4}},
    {"indianred", {0xcd, 0x5c, 0x5c}},
    {"indigo", {0x4b, 0x00, 0x82}},
    {"ivory", {0xff, 0xff, 0xf0}},
    {"khaki", {0xf0, 0xe6, 0x8c}},
    {"lavender", {0xe6, 0xe6, 0xfa}},
    {"lavenderblush", {0xff, 0xf0, 0xf5}},
    {"lawngreen", {0x7c, 0xfc, 0x00}},
    {"lemonchiffon", {0xff, 0xfa, 0xcd}},
    {"lightblue", {0xad, 0xd8, 0xe6}},
    {"lightcoral", {0xf0, 0x80, 0x80}},
    {"lightcyan", {0xe0, 0xff, 0xff}},
    {"lightgoldenrodyellow", {0xfa, 0xfa, 0xd2}},
    {"lightgray", {0xd3, 0xd3, 0xd3}},
    {"lightgreen", {0x90, 0xee, 0x90}},
    {"lightgrey", {0xd3, 0xd3, 0xd3}},
    {"lightpink", {0xff, 0xb6, 0xc1}},
    {"lightsalmon", {0xff, 0xa0, 0x7a}},
    {"lightseagreen", {0x20, 0xb2, 0xaa}},
    {"lightskyblue", {0x87, 0xce, 0xfa}},
    {"lightslategray", {0x77, 0x88, 0x99}},
    {"lightslategrey", {0x77, 0x88, 0x99}},
    {"lightsteelblue", {0xb0, 0xc4, 0xde}},
    {"lightyellow", {0xff, 0xff, 0xe0}},
    {"lime", {0x00, 0xff, 0x00}},
    {"limegreen", {0x32, 0xcd, 0x32}},
    {"linen", {0xfa, 0xf0, 0xe6}},
    {"magenta", {0xff, 0x00, 0xff}},
    {"maroon", {0x80, 0x00, 0x00}},
    {"mediumaquamarine", {0x66, 0xcd, 0xaa}},
    {"mediumblue", {0x00, 0x00, 0xcd}},
    {"mediumorchid", {0xba, 0x55, 0xd3}},
    {"mediumpurple", {0x93, 0x70, 0xdb}},
    {"mediumseagreen", {0x3c, 0xb3, 0x71}},
    {"mediumslateblue", {0x7b, 0x68, 0xee}},
    {"mediumspringgreen", {0x00, 0xfa, 0x9a}},
    {"mediumturquoise", {0x48, 0xd1, 0xcc}},
    {"mediumvioletred", {0xc7, 0x15, 0x85}},
    {"midnightblue", {0x19, 0x19, 0x70}},
    {"mintcream", {0xf5, 0xff, 0xfa}},
    {"mistyrose", {0xff, 0xe4, 0xe1}},
    {"moccasin", {0xff, 0xe4, 0xb5}},
    {"navajowhite", {0xff, 0xde, 0xad}},
    {"navy", {0x00, 0x00, 0x80}},
    {"oldlace", {0xfd, 0xf5, 0xe6}},
    {"olive", {0x80, 0x80, 0x00}},
    {"olivedrab", {0x6b, 0x8e, 0x23}},
    {"orange", {0xff, 0xa5, 0x00}},
    {"orangered", {0xff, 0x45, 0x00}},
    {"orchid", {0xda, 0x70, 0xd6}},
    {"palegoldenrod", {0xee, 0xe8, 0xaa}},
    {"palegreen", {0x98, 0xfb, 0x98}},
    {"paleturquoise", {0xaf, 0xee, 0xee}},
    {"palevioletred", {0xdb, 0x70, 0x93}},
    {"papayawhip", {0xff, 0xef, 0xd5}},
    {"peachpuff", {0xff, 0xda, 0xb9}},
    {"peru", {0xcd, 0x85, 0x3f}},
    {"pink", {0xff, 0xc0, 0xcb}},
    {"plum", {0xdd, 0xa0, 0xdd}},
    {"powderblue", {0xb0, 0xe0, 0xe6}},
    {"purple", {0x80, 0x00, 0x80}},
    {"red", {0xff, 0x00, 0x00}},
    {"rosybrown", {0xbc, 0x8f, 0x8f}},
    {"royalblue", {0x41, 0x69, 0xe1}},
    {"saddlebrown", {0x8b, 0x45, 0x13}},
    {"salmon", {0xfa, 0x80, 0x72}},
    {"sandybrown", {0xf4, 0xa4, 0x60}},
    {"seagreen", {0x2e, 0x8b, 0x57}},
    {"seashell", {0xff, 0xf5, 0xee}},
    {"sienna", {0xa0, 0x52, 0x2d}},
    {"silver", {0xc0, 0xc0, 0xc0}},
    {"skyblue", {0x87, 0xce, 0xeb}},
    {"slateblue", {0x6a, 0x5a, 0xcd}},
    {"slategray", {0x70, 0x80, 0x90}},
    {"slategrey", {0x70, 0x80, 0x90}},
    {"snow", {0xff, 0xfa, 0xfa}},
    {"springgreen", {0x00, 0xff, 0x7f}},
    {"steelblue", {0x46, 0x82, 0xb4}},
    {"tan", {0xd2, 0xb4, 0x8c}},
    {"teal", {0x00, 0x80, 0x80}},
    {"thistle", {0xd8, 0xbf, 0xd8}},
    {"tomato", {0xff, 0x63, 0x47}},
    {"transparent", {0x00, 0x00, 0x00, 0x00}},
    {"turquoise", {0x40, 0xe0, 0xd0}},
    {"violet", {0xee, 0x82, 0xee}},
    {"wheat", {0xf5, 0xde, 0xb3}},
    {"white", {0xff, 0xff, 0xff}},
    {"whitesmoke", {0xf5, 0xf5, 0xf5}},
    {"yellow", {0xff, 0xff, 0x00}},
    {"yellowgreen", {0x9a, 0xcd, 0x32}},
};

struct Hsv {
    double h = -1; // degrees 0..360, -1 for greys
    double s = 0;  // 0..1
    double v = 0;  // 0..1
};

Hsv toHsv(Rgba c)
{
    const double r = c.r / 255.0;
    const double g = c.g / 255.0;
    const double b = c.b / 255.0;
    const double max = std::max({r, g, b});
    const double min = std::min({r, g, b});
    Hsv out;
    out.v = max;
    out.s = max > 0 ? (max - min) / max : 0;
    if (max == min)
        return out;
    const double d = max - min;
    double h = max == r ? (g - b) / d : max == g ? 2 + (b - r) / d : 4 + (r - g) / d;
    h *= 60;
    out.h = h < 0 ? h + 360 : h;
    return out;
}

std::uint8_t channel(double x)
{
    return static_cast<std::uint8_t>(std::clamp(std::lround(x * 255), 0L, 255L));
}

Rgba fromHsv(const Hsv& hsv, std::uint8_t alpha)
{
    const double v = hsv.v;
    if (hsv.h < 0 || hsv.s <= 0)
        return {channel(v), channel(v), channel(v), alpha};
    const double h = std::fmod(hsv.h, 360) / 60;
    const int i = static_cast<int>(std::floor(h));
    const double f = h - i;
    const double p = v * (1 - hsv.s);
    const double q = v * (1 - hsv.s * f);
    const double t = v * (1 - hsv.s * (1 - f));
    const std::array<std::array<double, 3>, 6> rgb = {
        {{v, t, p}, {q, v, p}, {p, v, t}, {p, q, v}, {t, p, v}, {v, p, q}}};
    const auto& c = rgb[static_cast<std::size_t>(i % 6)];
    return {channel(c[0]), channel(c[1]), channel(c[2]), alpha};
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

// The value of `digits` hexadecimal digits of `text` from `at`, scaled to 0..255; -1 when one is no digit.
int hexChannel(std::string_view text, std::size_t at, std::size_t digits)
{
    int value = 0;
    for (std::size_t i = 0; i < digits; ++i) {
        const int d = hexDigit(text[at + i]);
        if (d < 0)
            return -1;
        value = value * 16 + d;
    }
    const int max = (1 << (4 * digits)) - 1;
    return (value * 255 + max / 2) / max;
}

} // namespace

Rgba lighter(Rgba c, int factor)
{
    if (factor < 100)
        return darker(c, 10000 / std::max(factor, 1));
    Hsv hsv = toHsv(c);
    hsv.v = hsv.v * factor / 100;
    if (hsv.v > 1) {
        hsv.s = std::max(0.0, hsv.s - (hsv.v - 1));
        hsv.v = 1;
    }
    return fromHsv(hsv, c.a);
}

Rgba darker(Rgba c, int factor)
{
    if (factor < 100)
        return lighter(c, 10000 / std::max(factor, 1));
    Hsv hsv = toHsv(c);
    hsv.v = hsv.v * 100 / factor;
    return fromHsv(hsv, c.a);
}

double lightness(Rgba c)
{
    const int max = std::max({c.r, c.g, c.b});
    const int min = std::min({c.r, c.g, c.b});
    return (max + min) / 510.0;
}

Rgba textOn(Rgba background)
{
    return lightness(background) > 0.6 ? palette::darkText : palette::lightText;
}

std::optional<Rgba> parseColour(const std::string& text)
{
    if (!text.empty() && text[0] == '#') {
        const std::string_view hex = std::string_view(text).substr(1);
        const bool alpha = hex.size() == 8;
        const std::size_t digits = alpha ? 2 : hex.size() % 3 == 0 && hex.size() <= 12 ? hex.size() / 3 : 0;
        if (digits == 0)
            return std::nullopt;
        const std::size_t first = alpha ? 2 : 0;
        const int r = hexChannel(hex, first, digits);
        const int g = hexChannel(hex, first + digits, digits);
        const int b = hexChannel(hex, first + 2 * digits, digits);
        const int a = alpha ? hexChannel(hex, 0, 2) : 255;
        if (r < 0 || g < 0 || b < 0 || a < 0)
            return std::nullopt;
        return Rgba{static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(b),
                    static_cast<std::uint8_t>(a)};
    }
    std::string key;
    for (const char c : text) {
        if (c != ' ')
            key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    for (const NamedColour& named : kNamedColours) {
        if (named.name == key)
            return named.colour;
    }
    return std::nullopt;
}

Rgba tokenColour(const std::optional<std::string>& name, ff::Side side)
{
    if (name) {
        if (const std::optional<Rgba> c = parseColour(*name)) {
            const Hsv hsv = toHsv(*c);
            const Hsv own = toHsv(palette::ownToken);
            const bool ownLike = hsv.h >= 0 && std::abs(hsv.h - own.h) / 360 < 0.1 && hsv.s > 0.35 &&
                                 std::abs(lightness(*c) - lightness(palette::ownToken)) < 0.25;
            return side == ff::Side::Enemy && ownLike ? palette::enemyNotOwn : *c;
        }
    }
    return side == ff::Side::Own ? palette::ownToken : palette::enemyToken;
}

std::string hexText(Rgba c)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out = "#";
    for (const std::uint8_t v : {c.r, c.g, c.b}) {
        out += kDigits[v >> 4];
        out += kDigits[v & 15];
    }
    return out;
}

} // namespace ff::picture
