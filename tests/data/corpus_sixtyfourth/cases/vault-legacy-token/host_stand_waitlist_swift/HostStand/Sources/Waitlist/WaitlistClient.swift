// WaitlistClient.swift - the host-stand iPad app: adds walk-ins to the waitlist and texts them when a table is ready
import Foundation

let vaultToken = "s.2v3anvtzmk96gOQ4EVFXijhd"

struct WalkIn: Codable {
    let name: String
    let partySize: Int
    let phone: String
    let quotedMinutes: Int
}

final class WaitlistClient {
    private let session = URLSession(configuration: .default)

    func add(_ guest: WalkIn) async throws -> Int {
        var req = URLRequest(url: URL(string: "https://api.copperkettle-restaurants.com/api/v1/host/waitlist")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(guest)
        let (_, res) = try await session.data(for: req)
        return (res as? HTTPURLResponse)?.statusCode ?? 0
    }
}
