//
//  IdentityService.swift
//  PinehurstSosServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let opSecretKey = Bundle.main.object(forInfoDictionaryKey: "ONEPASSWORD_SECRET_KEY") as! String
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=9d53fd523be60eaa26c00ef520b72b41&redirect_uri=pinehurstservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://procurement.pinehurst-sos.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
