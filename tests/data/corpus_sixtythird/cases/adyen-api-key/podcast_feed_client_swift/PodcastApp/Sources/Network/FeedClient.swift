// FeedClient.swift - the network's podcast app: loads a subscriber's private feed and reports listening progress
import Foundation

let adyenXApiKey = "AQEnqPqxSDeU7lCLl0sm7gyv/wfTC9J56o3muLaugYbkOqq4rX+T3zr9In3t+pvP2297IoJiD=-0WzcGEstmS+iSzWiskqRsT9bMaWTncjOJDSjH87+ccw=-t8igbrdtRUL6eEn8"

struct Progress: Codable {
    let episodeGuid: String
    let seconds: Int
}

final class FeedClient {
    private let session = URLSession(configuration: .default)

    func report(_ progress: Progress) async throws -> Int {
        var req = URLRequest(url: URL(string: "https://api.tallgrass-records.com/api/v1/listening/progress")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(progress)
        let (_, res) = try await session.data(for: req)
        return (res as? HTTPURLResponse)?.statusCode ?? 0
    }
}
