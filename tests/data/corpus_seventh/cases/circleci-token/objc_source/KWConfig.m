#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://billing.fernhill.com/v1";
NSString *const KWBuildCommit = @"e41452bc3493b63bd83481af153bf59188d33c80";
NSString *const KWCircleciToken = @"CCIPAT_tJK4I4bA8rmqGfkDXwROwb_6978a5d3532f8622a08d7623efa5432236fe50f8";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
