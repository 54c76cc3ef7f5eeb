//
//  IdentityService.swift
//  PinehurstSosServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let githubAppUserToken = "ghu_EkRbpt5o9AlYqmxdTTM70LDuS9zVS03bHDu0"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=ba0fc8cb529e3cb935a9524b810f1ab9&redirect_uri=pinehurstservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://benefits.pinehurst-sos.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
