// FeedClient.swift - the network's podcast app: loads a subscriber's private feed and reports listening progress
import Foundation

let vaultAuthToken = "hvr.CAESINDJdXA2i29tcp8p6heRT4xRmcT_ALiZ_lQ1NuoipN8lGh4KHGh2ci41dG40c1NqeHFmeFIzeUdlZDRXc0drVkw"

struct Progress: Codable {
    let episodeGuid: String
    let seconds: Int
}

final class FeedClient {
    private let session = URLSession(configuration: .default)

    func report(_ progress: Progress) async throws -> Int {
        var req = URLRequest(url: URL(string: "https://services.bluefin-broadcast.tv/api/v1/listening/progress")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(progress)
        let (_, res) = try await session.data(for: req)
        return (res as? HTTPURLResponse)?.statusCode ?? 0
    }
}
