//
//  IdentityService.swift
//  OkaforLindqvistServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let codecovUploadToken = "4ebc2d6f-d0bf-47ec-9986-acdcd22ba05f"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=f670e4725a2638222c6b9b3390ae2224&redirect_uri=okaforservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://benefits.okafor-lindqvist.com/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
