//  AppDelegate.swift - Meridian Fleet driver app: HERE SDK (Navigate) initialisation and the depot back-end client
import UIKit
import heresdk

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
        var req = URLRequest(url: URL(string: "https://ingest.meridian-fleet.net/v2/stock/levels")!)
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.setValue("Api-Key OoAnSRfQcqYPtzNKerGsqa4J3XVh7GAbfLJPsmaS", forHTTPHeaderField: "Authorization")
        req.httpBody = try? JSONSerialization.data(withJSONObject: ["stop": stopId])
        URLSession.shared.dataTask(with: req).resume()
    }
}
