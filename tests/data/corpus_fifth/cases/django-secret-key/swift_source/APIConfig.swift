//
//  APIConfig.swift
//  Courier
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://internal.tessellate.net")!
    static let djangoSecretKey = "django-insecure-9iu^yn)s66fm$pg)iuu#l1@jhv02^b&)6r#%$di93i%s21ri(4"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}