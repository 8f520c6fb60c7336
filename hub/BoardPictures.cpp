#include "hub/BoardPictures.h"

#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "hub/Secrets.h"
#include "picture/BoardSvg.h"
#include "picture/Png.h"

namespace ff::hub {

namespace {

constexpr std::size_t kVersionDigits = 16;
// `furunkulus-cli render`'s defaults: the same level gives the same bytes.
const picture::SvgOptions kOptions;

} // namespace

BoardPicture::BoardPicture(Level level)
    : level_(std::move(level)), shareCode_(encodeShareCode(level_)),
      svg_(picture::boardSvg(level_, kOptions)), version_(sha256Hex(svg_).substr(0, kVersionDigits))
{
}

const std::string& BoardPicture::png() const
{
    std::call_once(pngOnce_, [this] { png_ = picture::pngFromSvg(svg_, kOptions.width).png; });
    return png_;
}

std::shared_ptr<const BoardPicture> BoardPictures::picture(const std::string& key,
                                                           const std::function<std::string()>& levelJson)
{
    {
        std::lock_guard lock(mutex_);
        if (const auto it = entries_.find(key); it != entries_.end()) {
            order_.splice(order_.begin(), order_, it->second.used);
            return it->second.picture;
        }
    }
    Loaded<Level> loaded = parseLevel(levelJson());
    if (!loaded.value)
        return nullptr;
    auto drawn = std::make_shared<const BoardPicture>(std::move(*loaded.value));
    std::lock_guard lock(mutex_);
    if (const auto it = entries_.find(key); it != entries_.end())
        return it->second.picture;
    order_.push_front(key);
    entries_.emplace(key, Entry{drawn, order_.begin()});
    while (entries_.size() > capacity_) {
        entries_.erase(order_.back());
        order_.pop_back();
    }
    return drawn;
}

} // namespace ff::hub
