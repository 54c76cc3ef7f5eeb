#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://gw.tidewater.com/v1";
NSString *const KWBuildCommit = @"3642f16c3ec8edd1fbc7fb6d9fbe77cb72471781";
NSString *const KWCloudflareApiToken = @"cfut_smN7LflEmJfo3bwtiMDrT9P2v9gM4QYKFHQEbk2M4e01cf3f";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
