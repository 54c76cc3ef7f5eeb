//
//  IdentityService.swift
//  WexfordCourtsServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let dockerOrgToken = "dckr_oat_6takKCUuZI6tEDFbB_DzUIBozRLmV-Mr"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=bd1fa39af2f5d8a12013d6f5350c646d&redirect_uri=wexfordservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://case-mgmt.wexford-courts.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
