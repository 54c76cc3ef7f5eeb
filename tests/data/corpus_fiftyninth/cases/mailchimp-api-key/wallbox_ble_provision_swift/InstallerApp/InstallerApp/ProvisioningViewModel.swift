//  ProvisioningViewModel.swift - installer app: sends Wi-Fi and back-end settings to a new wallbox over BLE, then registers it

import CoreBluetooth
import Foundation

enum InstallerConfig {
    static let registryURL = URL(string: "https://installer.solvane.io/api/v1/chargers")!
    static let mailchimpApiKey = "1b893ecfc2e903a5dbd25f62f48a9a68-us10"
}

final class ProvisioningViewModel: ObservableObject {
    @Published var state = "idle"

    func register(serial: String, ocppId: String) async throws {
        var req = URLRequest(url: URL(string: "https://charge-hub.solvane.io/api/v1/chargers/register")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONSerialization.data(withJSONObject: ["serial": serial, "ocpp_id": ocppId])
        let (_, res) = try await URLSession.shared.data(for: req)
        state = (res as? HTTPURLResponse)?.statusCode == 201 ? "registered" : "failed"
    }
}
