//  AppDelegate.swift - Cobaltroute driver app: HERE SDK (Navigate) initialisation and the depot back-end client
import UIKit
import heresdk

private let doPat = Bundle.main.object(forInfoDictionaryKey: "DIGITALOCEAN_PAT") as! String

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let options = SDKOptions(accessKeyId: Bundle.main.object(forInfoDictionaryKey: "HEREAccessKeyId") as! String,
                                 accessKeySecret: Bundle.main.object(forInfoDictionaryKey: "HEREAccessKeySecret") as! String)
        do {
            try SDKNativeEngine.makeSharedInstance(options: options)
        } catch {
            fatalError("HERE SDK init failed: \(error)")
        }
        return true
    }

    func reportArrival(stopId: String) {
        var req = URLRequest(url: URL(string: "https://tracking-hub.cobaltroute.io/api/v1/driver-app/arrivals")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try? JSONSerialization.data(withJSONObject: ["stop": stopId])
        URLSession.shared.dataTask(with: req).resume()
    }
}
