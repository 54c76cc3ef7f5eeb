//
//  IdentityService.swift
//  PinehurstSosServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let socketModeToken = Bundle.main.object(forInfoDictionaryKey: "SLACK_APP_TOKEN") as! String
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=cb993c063114cd19bff80938339771ab&redirect_uri=pinehurstservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://elections.pinehurst-sos.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
