//
//  IdentityService.swift
//  PinehurstSosServices
//
//  Starts ID.me verification with ASWebAuthenticationSession and registers the result with the city's API.
//

import AuthenticationServices
import Foundation

final class IdentityService: NSObject {
    static let testPypiApiToken = "pypi-AgENdGVzdC5weXBpLm9yZwIkNjVjMzc1MzItY2ZmMC00MjQ2LWIxNWYtNTU3OGJjZDBiZDQ0AAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiDw6cOW1MZQfE51MPsyh9ffVBIcQR_RnYTkusJ37aqpvA"
    private let authorize = URL(string: "https://api.id.me/oauth/authorize?client_id=134e00de9c55998626b7e1ff24d7d7ca&redirect_uri=pinehurstservices://idme&response_type=code&scope=login")!

    func register(code: String) async throws {
        var req = URLRequest(url: URL(string: "https://permits.pinehurst-sos.gov/api/v1/identity/idme")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(["code": code])
        _ = try await URLSession.shared.data(for: req)
    }
}
