// FeedClient.swift - the network's podcast app: loads a subscriber's private feed and reports listening progress
import Foundation

let blobSasUrl = "https://tessbackups.blob.core.windows.net/exports/2024-q3.csv?sig=****************&st=2024-01-01T00%3A00%3A00Z&se=2025-04-02T22%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"

struct Progress: Codable {
    let episodeGuid: String
    let seconds: Int
}

final class FeedClient {
    private let session = URLSession(configuration: .default)

    func report(_ progress: Progress) async throws -> Int {
        var req = URLRequest(url: URL(string: "https://api.lanternhouse-pictures.com/api/v1/listening/progress")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(progress)
        let (_, res) = try await session.data(for: req)
        return (res as? HTTPURLResponse)?.statusCode ?? 0
    }
}
