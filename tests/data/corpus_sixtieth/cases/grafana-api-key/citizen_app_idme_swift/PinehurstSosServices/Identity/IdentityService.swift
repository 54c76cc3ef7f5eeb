//
//  IdentityService.swift
//  PinehurstSosServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let grafanaApiKey = "eyJrIjoiMjJJUjhBd3ZQSG1Ndzl0ZG03N0hPc1J2dmRTS3p3OGYiLCJuIjoidGVycmFmb3JtIiwiaWQiOjI3fQ=="
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=28387832d8d32e9abc66e31e058af94e&redirect_uri=pinehurstservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://foia-portal.pinehurst-sos.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
