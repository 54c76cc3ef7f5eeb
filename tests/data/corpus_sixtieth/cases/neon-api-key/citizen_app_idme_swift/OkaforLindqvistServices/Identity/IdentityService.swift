//
//  IdentityService.swift
//  OkaforLindqvistServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let neonApiKey = "napi_axa3vfj5bouq7phk3x8ytdylj3po81i9y699yk8t3rt28a034h01olzmzk09jrgt"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=48e9bd5bc64f43c8522fa425e0d091c9&redirect_uri=okaforservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://elections.okafor-lindqvist.com/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
