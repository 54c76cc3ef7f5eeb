//
//  APIConfig.swift
//  Storefront
//

import Foundation

enum APIConfig {
    static let baseURL = URL(string: "https://edge.bluefin.io")!
    static let slackConfigToken = "xoxe.xoxp-1-V6GJYBm62HvvJKJwFsKUUBxELGeX9vKXxVO9lLf5CmekRSKnc8SgD53QGoY2Uh62PGChHJsYwss6nynFrgDksVbZLj2sCGPMh2wvk0IkXf2NbR9a4wMWnkti1xWeOqMXt7l5QjlRSCjIVTnQKZlMGUP13y213lZ1k19z"
    static let timeout: TimeInterval = 20
}

final class APIClient {
    func makeRequest(path: String) -> URLRequest {
        var request = URLRequest(url: APIConfig.baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
