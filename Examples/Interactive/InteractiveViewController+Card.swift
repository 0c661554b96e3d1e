import Zoetrope

/// The card: drag, fling, throw away or spring back.
extension InteractiveViewController {
  /// Where a motion that starts at `velocity` and decelerates as a scroll
  /// view does would stop, relative to where it starts: the projection of
  /// WWDC 2018's "Designing Fluid Interfaces".
  ///
  /// - Parameters:
  ///   - velocity: The speed in points per second, along one axis.
  ///   - decelerationRate: The fraction of its speed the motion keeps each
  ///     millisecond; 0.998 is a scroll view's normal rate.
  /// - Returns: The distance travelled, in points, signed as `velocity`.
  public static func project(_ velocity: Double, decelerationRate: Double = 0.998) -> Double {
    (velocity / 1000) * decelerationRate / (1 - decelerationRate)
  }

  /// The card's pan: catch the card where it is, follow the finger, and
  /// on release throw it or send it home.
  ///
  /// - Parameter pan: The card's pan recognizer.
  public func handleCardPan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      // Catch the card where it is on screen, even mid-flight: its
      // presentation becomes its model, and its animations stop.
      let onScreen = cardView.layer.presentation()
      cardView.layer.removeAllAnimations()
      cardView.center = onScreen.position
      cardStart = onScreen.position
    case .changed:
      let translation = pan.translation(in: view)
      cardView.center = Point(x: cardStart.x + translation.x, y: cardStart.y + translation.y)
    case .ended, .cancelled:
      releaseCard(velocity: pan.velocity(in: view))
    default:
      break
    }
  }

  /// Throws the card away or springs it home, by where it would coast to.
  ///
  /// - Parameter velocity: The finger's velocity at release, in points per
  ///   second.
  public func releaseCard(velocity: Point) {
    let home = Self.cardHome
    let center = cardView.center
    let projected = Point(
      x: center.x + Self.project(velocity.x), y: center.y + Self.project(velocity.y))
    let projectedDistance = magnitude(projected.x - home.x, projected.y - home.y)
    let speed = magnitude(velocity.x, velocity.y)
    let thrown = projectedDistance > Self.throwDistance || speed > Self.throwSpeed
    lastRelease = (velocity, thrown)
    if Accessibility.isReduceMotionEnabled {
      // Less motion: fade the card out where it is and in at home.
      crossFadeCardHome(newCard: thrown)
    } else if thrown {
      throwCard(toward: Point(x: projected.x - home.x, y: projected.y - home.y), velocity: velocity)
    } else {
      springCardHome(velocity: velocity)
    }
  }

  /// Springs the card back to ``cardHome``, starting at the finger's
  /// velocity.
  ///
  /// `initialSpringVelocity` is in whole distances per second, so the
  /// finger's speed towards home is divided by the distance to go.
  func springCardHome(velocity: Point) {
    let home = Self.cardHome
    let offset = Point(x: home.x - cardView.center.x, y: home.y - cardView.center.y)
    let distance = magnitude(offset.x, offset.y)
    // The finger's speed along the way home (negative: moving away).
    let speedHome = distance > 0 ? (velocity.x * offset.x + velocity.y * offset.y) / distance : 0
    let relativeVelocity = distance > 0 ? speedHome / distance : 0
    View.animate(
      withDuration: 0.6, usingSpringWithDamping: 0.75, initialSpringVelocity: relativeVelocity,
      options: [.allowUserInteraction]
    ) {
      cardView.center = home
    }
  }

  /// Flies the card off screen along `direction`, starting at the finger's
  /// speed, then brings in a new card.
  func throwCard(toward direction: Point, velocity: Point) {
    var length = magnitude(direction.x, direction.y)
    var unit = Point(x: 1, y: 0)
    if length > 0 { unit = Point(x: direction.x / length, y: direction.y / length) }
    // Far enough to leave the window from anywhere on it.
    length = 600
    let target = Point(
      x: cardView.center.x + unit.x * length, y: cardView.center.y + unit.y * length)
    let speedAway = velocity.x * unit.x + velocity.y * unit.y
    View.animate(
      withDuration: 0.5, usingSpringWithDamping: 1, initialSpringVelocity: speedAway / length,
      options: [.allowUserInteraction]
    ) {
      cardView.center = target
    } completion: { [weak self] finished in
      if finished { self?.bringInNewCard() }
    }
  }

  /// With reduce motion on: the card fades out where it was let go, then
  /// it (or a new card) fades in at home, without moving.
  func crossFadeCardHome(newCard: Bool) {
    View.animate(
      withDuration: Self.crossFadeDuration, delay: 0, options: [.allowUserInteraction]
    ) {
      cardView.alpha = 0
    } completion: { [weak self] finished in
      guard let self, finished else { return }
      if newCard { showNextCard() }
      cardView.center = Self.cardHome
      View.animate(
        withDuration: Self.crossFadeDuration, delay: 0, options: [.allowUserInteraction]
      ) {
        cardView.alpha = 1
      }
    }
  }

  /// Counts the thrown card and dresses the card as the next one.
  func showNextCard() {
    cardsThrown += 1
    cardView.backgroundColor = Self.cardColors[cardsThrown % Self.cardColors.count]
    cardLabel.text = "Card \(cardsThrown + 1)"
  }

  /// A new card grows and fades in at home with a little bounce.
  func bringInNewCard() {
    showNextCard()
    cardView.center = Self.cardHome
    cardView.transform = Transform(scaleX: 0.6, y: 0.6)
    cardView.alpha = 0
    View.animate(
      withDuration: 0.5, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [.allowUserInteraction]
    ) {
      cardView.transform = .identity
      cardView.alpha = 1
    }
  }
}

/// The length of the vector (x, y).
private func magnitude(_ x: Double, _ y: Double) -> Double {
  (x * x + y * y).squareRoot()
}
