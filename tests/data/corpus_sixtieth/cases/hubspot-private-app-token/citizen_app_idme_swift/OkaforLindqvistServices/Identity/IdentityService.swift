//
//  IdentityService.swift
//  OkaforLindqvistServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let hubspotAccessToken = Bundle.main.object(forInfoDictionaryKey: "HUBSPOT_PRIVATE_APP_TOKEN") as! String
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=13b2f24572c85801c9bc39dba51c48ee&redirect_uri=okaforservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://procurement.okafor-lindqvist.com/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
