// The pictures of boards the hub's web pages show (WebPages.h): each level's SVG drawn
// once and its PNG rasterised once, the bytes `furunkulus-cli render` writes for the
// same level, kept in memory for the most recently asked levels.
#pragma once

#include "engine/rules/Level.h"

#include <cstddef>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace ff::hub {

// One level as the pages show it: the level, its picture and its share code.
class BoardPicture {
public:
    explicit BoardPicture(Level level);

    const Level& level() const { return level_; }
    // engine/files/ShareCode.h's code of the level.
    const std::string& shareCode() const { return shareCode_; }
    const std::string& svg() const { return svg_; }
    // 16 hexadecimal digits of the SVG's SHA-256: the picture's address holds it, so
    // the bytes under one address never change.
    const std::string& version() const { return version_; }
    // Rasterised on the first call, the same bytes afterwards; empty when librsvg
    // failed.
    const std::string& png() const;

private:
    Level level_;
    std::string shareCode_;
    std::string svg_;
    std::string version_;
    mutable std::once_flag pngOnce_;
    mutable std::string png_;
};

class BoardPictures {
public:
    explicit BoardPictures(std::size_t capacity) : capacity_(capacity) {}

    // The picture kept under `key`, else the one of the level file that `levelJson`
    // reads, drawn now and kept (the least recently asked picture goes when more than
    // the capacity are kept); nothing when the text is no level. A key names one level
    // for ever: a released week, a community level's slug.
    std::shared_ptr<const BoardPicture> picture(const std::string& key,
                                                const std::function<std::string()>& levelJson);

private:
    using Order = std::list<std::string>;
    struct Entry {
        std::shared_ptr<const BoardPicture> picture;
        Order::iterator used;
    };

    std::size_t capacity_;
    std::mutex mutex_;
    Order order_; // the most recently asked first
    std::unordered_map<std::string, Entry> entries_;
};

} // namespace ff::hub
