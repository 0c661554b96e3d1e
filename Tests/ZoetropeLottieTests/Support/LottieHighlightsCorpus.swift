/// The corpus animation of radial gradient highlights, written for this
/// project (generated as compact JSON).
extension LottieCorpus {
  /// Radial gradients whose focal point is off their centre: a fill with
  /// a fixed highlight (50 % at 45°), a stroke whose highlight's length
  /// (−60 to 90 %) and angle animate, and a fill whose end point moves,
  /// with a highlight of 150 % (lottie-web keeps it within 99 %).
  static let highlights = """
    {"v":"5.7.0","nm":"highlights","fr":30,"ip":0,"op":60,"w":200,"h":160,"ddd":0,"assets":[],"lay\
    ers":[{"ddd":0,"ind":1,"ty":4,"nm":"Highlights","sr":1,"ip":0,"op":60,"st":0,"ks":{"o":{"a":0,\
    "k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100\
    ]}},"shapes":[{"ty":"gr","nm":"Ball","it":[{"ty":"el","nm":"Ellipse","p":{"a":0,"k":[55,60]},"\
    s":{"a":0,"k":[80,80]}},{"ty":"gf","nm":"Shine","o":{"a":0,"k":100},"r":1,"t":2,"s":{"a":0,"k"\
    :[55,60]},"e":{"a":0,"k":[95,60]},"h":{"a":0,"k":50},"a":{"a":0,"k":45},"g":{"p":3,"k":{"a":0,\
    "k":[0,1,1,1,0.5,0.3,0.6,1,1,0.05,0.1,0.4]}}},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":\
    [0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},{"ty":"gr","nm":"Rin\
    g","it":[{"ty":"el","nm":"Ellipse","p":{"a":0,"k":[145,50]},"s":{"a":0,"k":[60,60]}},{"ty":"gs\
    ","nm":"Glow","o":{"a":0,"k":100},"t":2,"s":{"a":0,"k":[145,50]},"e":{"a":0,"k":[145,85]},"h":\
    {"a":1,"k":[{"t":0,"s":[-60],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[90]\
    }]},"a":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s\
    ":[180]}]},"g":{"p":2,"k":{"a":0,"k":[0,1,0.9,0.2,1,0.8,0.1,0.1]}},"w":{"a":0,"k":14},"lc":2,"\
    lj":2,"ml":4},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}\
    ,"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},{"ty":"gr","nm":"Tile","it":[{"ty":"rc","nm":"Rect",\
    "p":{"a":0,"k":[145,125]},"s":{"a":0,"k":[70,50]},"r":{"a":0,"k":6}},{"ty":"gf","nm":"Spot","o\
    ":{"a":0,"k":100},"r":1,"t":2,"s":{"a":0,"k":[145,125]},"e":{"a":1,"k":[{"t":0,"s":[175,125],"\
    o":{"x":[0.3,0.3],"y":[0,0]},"i":{"x":[0.7,0.7],"y":[1,1]}},{"t":59,"s":[145,152]}]},"h":{"a":\
    0,"k":150},"a":{"a":0,"k":-30},"g":{"p":2,"k":{"a":0,"k":[0,1,1,0.8,1,0.2,0.5,0.2]}}},{"ty":"t\
    r","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o"\
    :{"a":0,"k":100}}]}]}]}
    """

  /// ``highlights`` for rlottie, which moves a focal point by the
  /// highlight's length whatever it is (its `LOTGradient::update` only
  /// turns exactly 100 % into 99 %), so a length of 150 % puts it outside
  /// the circle: the same picture by lottie-web's rule, 99 %.
  static let highlightsReference = replacing(
    in: highlights, [(#""h":{"a":0,"k":150}"#, #""h":{"a":0,"k":99}"#)])
}
