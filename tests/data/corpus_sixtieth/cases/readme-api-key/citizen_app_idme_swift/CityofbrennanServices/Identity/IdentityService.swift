//
//  IdentityService.swift
//  CityofbrennanServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let readmeApiKey = "rdme_8btkzwr1kehjy59dva79x0fdfqm6qllzp2vjjvnyheuwmo2m6jfj82fju2v8v9iw4gwk0n"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=e14fb2e21ad62e5d8c5da4e894dd0e96&redirect_uri=cityofbrennanservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://efiling.cityofbrennan.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
