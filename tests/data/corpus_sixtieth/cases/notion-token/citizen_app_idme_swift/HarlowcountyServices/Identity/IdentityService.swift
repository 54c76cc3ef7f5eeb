//
//  IdentityService.swift
//  HarlowcountyServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let accessToken = "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"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=011765512c49a85cb183c3d971945d5d&redirect_uri=harlowcountyservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://efiling.harlowcounty.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
