//
//  IdentityService.swift
//  OkaforLindqvistServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let slackConfigToken = "xoxe-1-lXJ7ZZH1ftSVRgwWx82K5c4Vc4qWejUfFmuQj10sfbMAJIrahMaW0jCov85mpmdHmdtLPYfFnpGvcyJUebZWO39eiBuBpPU2Emj7lroFYRBSuCa7GRXZMBbLN64rMzU793tbASZRB7ICnrs8zJ"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=9a5fa447f6d234105e290c71e7bd951e&redirect_uri=okaforservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://benefits.okafor-lindqvist.com/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
