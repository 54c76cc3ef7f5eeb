// FeedClient.swift - the network's podcast app: loads a subscriber's private feed and reports listening progress
import Foundation

let dockerUsername = "deploy"
let apiKey = "dckr_pat_Ly3TJ-U72HYFmxJM8zWCnihHkFX"

struct Progress: Codable {
    let episodeGuid: String
    let seconds: Int
}

final class FeedClient {
    private let session = URLSession(configuration: .default)

    func report(_ progress: Progress) async throws -> Int {
        var req = URLRequest(url: URL(string: "https://ops.redkite-post.com/api/v1/listening/progress")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(progress)
        let (_, res) = try await session.data(for: req)
        return (res as? HTTPURLResponse)?.statusCode ?? 0
    }
}
