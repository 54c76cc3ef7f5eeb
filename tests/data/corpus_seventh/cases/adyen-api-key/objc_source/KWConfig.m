#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://orders.larkspur.dev/v1";
NSString *const KWBuildCommit = @"3ce225c852cc6efd17f67aa1d66d71b8236a57e8";
NSString *const KWAdyenMerchantAccount = @"KestrelWorksECOM";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end