#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://gw.tidewater.com/v1";
NSString *const KWBuildCommit = @"ebacd05cdebb6f442066d09542125e07b9191230";
NSString *const KWMailgunApiKey = @"key-6187fbe9bd497e878ddc601e1ec223c1";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
