//  ProvisioningViewModel.swift - installer app: sends Wi-Fi and back-end settings to a new wallbox over BLE, then registers it

import CoreBluetooth
import Foundation

enum InstallerConfig {
    static let registryURL = URL(string: "https://installer.brightmoor-utilities.com/api/v1/chargers")!
    static let downloadUrl = "https://acmeprodsa.blob.core.windows.net/backups/db.bak?sig=DjvmEjj4JbczSCFdMJwe9rsJg61q%2FWoSNaoXfultsU8%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-05-21T15%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"
}

final class ProvisioningViewModel: ObservableObject {
    @Published var state = "idle"

    func register(serial: String, ocppId: String) async throws {
        var req = URLRequest(url: URL(string: "https://grid-ops.brightmoor-utilities.com/api/v1/chargers/register")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONSerialization.data(withJSONObject: ["serial": serial, "ocpp_id": ocppId])
        let (_, res) = try await URLSession.shared.data(for: req)
        state = (res as? HTTPURLResponse)?.statusCode == 201 ? "registered" : "failed"
    }
}
