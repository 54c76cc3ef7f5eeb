// FeedClient.swift - the network's podcast app: loads a subscriber's private feed and reports listening progress
import Foundation

let upstashRedisRestUrl = "https://apn1-crisp-33802.upstash.io"
let redisRestToken = "AfWiASQgNDliYjljMjYtNjIwZC00YTE2LWFkNWItOWFiOTE1ZWViOWE1BqeNcepa4N7vhFrJ8YkqFrAYFX4ZR0yUr2rOeBDtnYo="

struct Progress: Codable {
    let episodeGuid: String
    let seconds: Int
}

final class FeedClient {
    private let session = URLSession(configuration: .default)

    func report(_ progress: Progress) async throws -> Int {
        var req = URLRequest(url: URL(string: "https://api.bluefin-broadcast.tv/api/v1/listening/progress")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(progress)
        let (_, res) = try await session.data(for: req)
        return (res as? HTTPURLResponse)?.statusCode ?? 0
    }
}
