// How fast engine work honours a stop request, for the cancel tests.
#pragma once

#include <chrono>
#include <stop_token>
#include <thread>

namespace ff::test {

// Runs `work` on its own thread, requests a stop on `source` after `delay`, and
// returns the milliseconds from the request until `work` returned.
template <class Work>
double millisecondsToStop(std::stop_source& source, std::chrono::milliseconds delay, Work&& work)
{
    using Clock = std::chrono::steady_clock;
    Clock::time_point returned;
    std::thread t([&] {
        work();
        returned = Clock::now();
    });
    std::this_thread::sleep_for(delay);
    const auto requested = Clock::now();
    source.request_stop();
    t.join();
    return std::chrono::duration<double, std::milli>(returned - requested).count();
}

} // namespace ff::test
