#include "picture/Png.h"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <cmath>
#include <memory>

namespace ff::picture {

namespace {

constexpr int kMaxSide = 16384;

template <typename T, void (*Free)(T*)> struct Deleter {
    void operator()(T* p) const { Free(p); }
};
void unrefHandle(RsvgHandle* h)
{
    g_object_unref(h);
}
using Handle = std::unique_ptr<RsvgHandle, Deleter<RsvgHandle, unrefHandle>>;
using Surface = std::unique_ptr<cairo_surface_t, Deleter<cairo_surface_t, cairo_surface_destroy>>;
using Context = std::unique_ptr<cairo_t, Deleter<cairo_t, cairo_destroy>>;

cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length)
{
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

PngResult failure(const std::string& why)
{
    return {{}, why};
}

} // namespace

PngResult pngFromSvg(const std::string& svg, int width)
{
    if (width < 0 || width > kMaxSide)
        return failure("the width must be between 1 and " + std::to_string(kMaxSide) + " pixels");
    GError* error = nullptr;
    Handle handle(rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error));
    if (!handle) {
        const std::string message = error ? error->message : "unknown error";
        if (error)
            g_error_free(error);
        return failure("the SVG cannot be read: " + message);
    }
    gdouble svgWidth = 0;
    gdouble svgHeight = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &svgWidth, &svgHeight) || svgWidth <= 0 ||
        svgHeight <= 0)
        return failure("the SVG has no width and height in pixels");
    const double scale = width > 0 ? width / svgWidth : 1.0;
    const int w = width > 0 ? width : static_cast<int>(std::lround(svgWidth));
    const int h = static_cast<int>(std::lround(svgHeight * scale));
    if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide)
        return failure("the picture would be " + std::to_string(w) + " by " + std::to_string(h) +
                       " pixels; each side must be between 1 and " + std::to_string(kMaxSide));
    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        return failure("no memory for a picture of " + std::to_string(w) + " by " + std::to_string(h) +
                       " pixels");
    Context cr(cairo_create(surface.get()));
    const RsvgRectangle viewport{0, 0, static_cast<double>(w), static_cast<double>(h)};
    if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error)) {
        const std::string message = error ? error->message : "unknown error";
        if (error)
            g_error_free(error);
        return failure("the SVG cannot be drawn: " + message);
    }
    cr.reset();
    PngResult result;
    if (cairo_surface_write_to_png_stream(surface.get(), appendBytes, &result.png) != CAIRO_STATUS_SUCCESS)
        return failure("the PNG cannot be written");
    return result;
}

} // namespace ff::picture
