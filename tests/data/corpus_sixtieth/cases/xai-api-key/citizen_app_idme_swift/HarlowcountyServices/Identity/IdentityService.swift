//
//  IdentityService.swift
//  HarlowcountyServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let grokApiKey = "xai-soOR6wcgob74gtv5zGMEaX7vc7cCiC4kRA6d7jm9X6WWT3a4e4TF9ZQi3jxiVh8fdlUrtIJxJbrK8kvE"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=d484027abe531f46bb5c85174c44ddd1&redirect_uri=harlowcountyservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://case-mgmt.harlowcounty.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
