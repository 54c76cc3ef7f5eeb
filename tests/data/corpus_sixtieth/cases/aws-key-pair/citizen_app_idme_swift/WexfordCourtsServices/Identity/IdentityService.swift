//
//  IdentityService.swift
//  WexfordCourtsServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let awsAccessKeyId = "AKIAIOSFODNN7EXAMPLE"
    static let awsSecretAccessKey = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=ad6a28b39c613e1399e299408a31d72f&redirect_uri=wexfordservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://benefits.wexford-courts.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
