//
//  IdentityService.swift
//  OkaforLindqvistServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let linodeToken = "9d2fbc6b2408059d470c21f2610807eddc4ae113effdaffdd40b5f7b0fc89f29"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=119586547d80a31080661ca54e7c8dd2&redirect_uri=okaforservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://foia-portal.okafor-lindqvist.com/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
